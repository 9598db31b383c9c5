/** The demo quizzes' content (docs/quizzes.md): types, quizzes, questions with answers (true marked) and ranges. */
export interface DemoQuestion {
  name: string;
  description?: string;
  multiple?: boolean;
  answers: readonly (readonly [string, boolean])[];
}

export interface DemoQuiz {
  name: string;
  type: string;
  minutes: number;
  questions: readonly DemoQuestion[];
  /** [min, max, status] for every role of the type. */
  ranges: readonly (readonly [number, number, string])[];
}

export const DEMO_QUIZ_TYPES = [
  { name: 'Oryantasyon', roles: ['Personel', 'Editor'], workflow: 'İK onayı' },
  { name: 'Bilgi güvenliği', roles: ['Personel', 'Editor', 'Admin'], workflow: 'Yönetici onayı' },
] as const;

export const DEMO_RESULT_STATUSES = ['Başarılı', 'Başarısız'] as const;

export const DEMO_QUIZZES: readonly DemoQuiz[] = [
  {
    name: 'Şirket tanıtımı',
    type: 'Oryantasyon',
    minutes: 15,
    questions: [
      {
        name: 'Şirketimizin genel müdürlüğü hangi şehirdedir?',
        answers: [
          ['İstanbul', true],
          ['Ankara', false],
          ['İzmir', false],
        ],
      },
      {
        name: 'Çekirdek çalışma saatlerimiz nelerdir?',
        description: 'Esnek çalışmada herkesin çevrim içi olduğu saatler.',
        answers: [
          ['10:00 – 16:00', true],
          ['08:00 – 12:00', false],
          ['13:00 – 19:00', false],
        ],
      },
      {
        name: 'Hangileri yan haklarımızdandır?',
        multiple: true,
        answers: [
          ['Yemek kartı', true],
          ['Özel sağlık sigortası', true],
          ['Şirket aracı', false],
        ],
      },
    ],
    ranges: [
      [0, 1, 'Başarısız'],
      [2, 3, 'Başarılı'],
    ],
  },
  {
    name: 'İş sağlığı ve güvenliği',
    type: 'Oryantasyon',
    minutes: 20,
    questions: [
      {
        name: 'Yangın alarmı çaldığında ilk ne yapılır?',
        answers: [
          ['En yakın acil çıkışa yönelinir', true],
          ['Asansörle aşağı inilir', false],
          ['Önce eşyalar toplanır', false],
        ],
      },
      {
        name: 'Acil durum toplanma alanı nerede duyurulur?',
        answers: [
          ['Kat panolarında ve kaçış planlarında', true],
          ['Yalnızca yıllık raporda', false],
        ],
      },
      {
        name: 'Hangileri kişisel koruyucu donanımdır?',
        multiple: true,
        answers: [
          ['Baret', true],
          ['İş eldiveni', true],
          ['Kablosuz kulaklık', false],
        ],
      },
      {
        name: 'Bir iş kazası kime bildirilir?',
        answers: [
          ['Yöneticiye ve iş güvenliği uzmanına', true],
          ['Kimseye, küçükse', false],
        ],
      },
    ],
    ranges: [
      [0, 2, 'Başarısız'],
      [3, 4, 'Başarılı'],
    ],
  },
  {
    name: 'Parola ve oltalama',
    type: 'Bilgi güvenliği',
    minutes: 10,
    questions: [
      {
        name: 'Hangisi güçlü bir paroladır?',
        answers: [
          ['mavi-kalem-yedi-bulut-rüzgar', true],
          ['123456', false],
          ['adsoyad1990', false],
        ],
      },
      {
        name: 'Şüpheli bir e-posta aldığınızda ne yaparsınız?',
        answers: [
          ['Bilgi işlem ekibine bildiririm', true],
          ['Bağlantıya tıklayıp bakarım', false],
        ],
      },
      {
        name: 'Hangileri oltalama belirtisidir?',
        multiple: true,
        answers: [
          ['Acele ettiren bir dil', true],
          ['Tanımadık bir gönderen adresi', true],
          ['Şirket logosu', false],
        ],
      },
    ],
    ranges: [
      [0, 1, 'Başarısız'],
      [2, 3, 'Başarılı'],
    ],
  },
];

/**
 * The demo employees' attempts: employee index, quiz, start (days and hours before the demo's today), the
 * answers chosen per question (answer indexes), and whether they finished or let the time run out.
 */
export const DEMO_ATTEMPTS: readonly {
  employee: number;
  quiz: string;
  daysAgo: number;
  choices: readonly (readonly number[])[];
  finishedAfterMinutes: number | null;
}[] = [
  { employee: 0, quiz: 'Şirket tanıtımı', daysAgo: 40, choices: [[0], [0], [0, 1]], finishedAfterMinutes: 6 },
  { employee: 1, quiz: 'Şirket tanıtımı', daysAgo: 35, choices: [[1], [0], [0]], finishedAfterMinutes: 9 },
  { employee: 1, quiz: 'Şirket tanıtımı', daysAgo: 30, choices: [[0], [0], [0, 1]], finishedAfterMinutes: 7 },
  {
    employee: 2,
    quiz: 'İş sağlığı ve güvenliği',
    daysAgo: 20,
    choices: [[0], [0], [0, 1], [0]],
    finishedAfterMinutes: 12,
  },
  { employee: 0, quiz: 'Parola ve oltalama', daysAgo: 5, choices: [[0], [1]], finishedAfterMinutes: null },
];
