/** The demo forms (docs/forms.md): every element type, roles with workflows, submissions in each state. */
const option = (value: string, point: number) => ({ value, point });

export const DEMO_FORMS = [
  {
    name: 'Çalışan memnuniyet anketi',
    roles: [
      { role: 'Personel', workflow: 'Yönetici onayı' },
      { role: 'Editor', workflow: 'İK onayı' },
    ],
    categories: [
      {
        name: 'Genel',
        items: [
          { name: 'Bu anket anonim değildir; cevaplarınız İK ile paylaşılır.', formElementId: 8 },
          {
            name: 'Ekibiniz',
            formElementId: 1,
            isRequired: true,
            minRequiredLength: 2,
            maxRequiredLength: 50,
          },
          { name: 'Başlangıç tarihiniz', formElementId: 7, isRequired: true },
          { name: 'Eklemek istedikleriniz', formElementId: 2, description: 'İsteğe bağlı' },
          { name: 'Uzaktan çalışıyorum', formElementId: 6 },
        ],
      },
      {
        name: 'Değerlendirme',
        items: [
          {
            name: 'Çalışma ortamı',
            formElementId: 4,
            isRequired: true,
            options: [option('İyi', 3), option('Orta', 2), option('Kötü', 1)],
          },
          {
            name: 'Yöneticinizle iletişim',
            formElementId: 5,
            isRequired: true,
            options: [option('1', 1), option('2', 2), option('3', 3), option('4', 4), option('5', 5)],
          },
          {
            name: 'Ekibinizi değerlendirin',
            formElementId: 5,
            isRequired: true,
            matrixRows: ['İletişim', 'İş birliği', 'Hız'],
            options: [option('Zayıf', 1), option('Orta', 2), option('İyi', 3), option('Çok iyi', 4)],
          },
          {
            name: 'En çok önem verdiğiniz',
            formElementId: 3,
            options: [option('Ücret', 1), option('Gelişim', 2), option('Esneklik', 3)],
          },
        ],
      },
    ],
  },
  {
    name: 'Ekipman talep formu',
    roles: [{ role: 'Personel', workflow: 'Yönetici ve İK onayı' }],
    categories: [
      {
        name: 'Talep',
        items: [
          {
            name: 'Ekipman',
            formElementId: 3,
            isRequired: true,
            options: [option('Dizüstü bilgisayar', 1), option('Monitör', 2), option('Kulaklık', 3)],
          },
          {
            name: 'Gerekçe',
            formElementId: 2,
            isRequired: true,
            minRequiredLength: 10,
            maxRequiredLength: 500,
          },
          { name: 'İhtiyaç tarihi', formElementId: 7 },
        ],
      },
    ],
  },
] as const;

/** Submissions: the employee (index into DEMO_EMPLOYEES), the state and its trail. */
export const DEMO_SUBMISSIONS = [
  { form: 0, employee: 0, status: 2, daysAgo: 12, trail: [{ command: 1, description: 'Teşekkürler' }] },
  {
    form: 0,
    employee: 1,
    status: 3,
    daysAgo: 8,
    trail: [{ command: 2, description: 'Ekip adı eksik yazılmış' }],
  },
  { form: 0, employee: 2, status: 1, daysAgo: 2, trail: [{ command: null, description: null }] },
  {
    form: 1,
    employee: 0,
    status: 1,
    daysAgo: 1,
    trail: [
      { command: 1, description: 'Uygun' },
      { command: null, description: null },
    ],
  },
] as const;
