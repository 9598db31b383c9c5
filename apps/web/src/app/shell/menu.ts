/** An entry that opens a screen of the panel. */
export interface MenuRoute {
  titleKey: string;
  path: string;
}

/** An entry that opens an external page (the two Form entries); hidden while its address is not set. */
export interface MenuExternal {
  titleKey: string;
  href: string | undefined;
}

export type MenuEntry = MenuRoute | MenuExternal;

export interface MenuGroup {
  titleKey: string;
  entries: MenuEntry[];
}

export type MenuItem = MenuEntry | MenuGroup;

const entry = (titleKey: string, path: string): MenuRoute => ({ titleKey: `menu.${titleKey}`, path });
const group = (titleKey: string, entries: MenuEntry[]): MenuGroup => ({
  titleKey: `menu.${titleKey}`,
  entries,
});

/**
 * The side menu: ONE static list. Spec 000 §2's entries first, in that order, then the other areas as
 * groups. An entry shows only once its screen has a route (see `visibleMenu`), so there are no dead links;
 * the root goes to the first shown entry.
 */
export const MENU: readonly MenuItem[] = [
  entry('disasters', '/afet/afetler'),
  entry('announcements', '/duyuru/duyurular'),
  entry('categories', '/duyuru/kategori'),
  entry('complaintTypes', '/anonimmesaj/tipler'),
  entry('complaints', '/anonimmesaj/sikayetler'),
  entry('menus', '/menu/menu'),
  entry('links', '/menu/link'),
  entry('sliders', '/slider/sliders'),
  entry('dynamicParts', '/dinamik-alan/dinamik-alanlar'),
  entry('users', '/ayarlar/kullanici/kullanicilar'),
  entry('organizations', '/ayarlar/kullanici/organizasyonlar'),
  entry('groups', '/ayarlar/gruplar'),
  entry('disclaimers', '/ayarlar/sozlesmeler'),
  entry('themeAndLogo', '/ayarlar/logo'),
  entry('changePassword', '/hesabim/sifre-degistir'),
  { titleKey: 'menu.formData', href: import.meta.env.VITE_FORM_DATA_URL },
  { titleKey: 'menu.formBuilder', href: import.meta.env.VITE_FORM_BUILDER_URL },
  group('reference', [
    entry('cities', '/tanimlama/sehir'),
    entry('genders', '/tanimlama/cinsiyet'),
    entry('levels', '/tanimlama/seviye'),
    entry('statuses', '/tanimlama/durum'),
    entry('locations', '/tanimlama/lokasyon'),
  ]),
  group('leave', [entry('leaveRequests', '/izin/talepler'), entry('leaveTypes', '/izin/tipler')]),
  group('quizzes', [
    entry('quizList', '/quiz/quizler'),
    entry('quizTypes', '/quiz/tipler'),
    entry('questionBank', '/quiz/sorular'),
  ]),
  group('recruitment', [
    entry('applicants', '/isealim/adaylar'),
    entry('staffDemands', '/isealim/personeltalep'),
    entry('demandReasons', '/isealim/tanimlamalar/talepnedenleri'),
    entry('documentTypes', '/isealim/tanimlamalar/dokumantipleri'),
    entry('educationStatuses', '/isealim/tanimlamalar/egitimdurumu'),
    entry('employmentTypes', '/isealim/tanimlamalar/calismatipleri'),
    entry('jobLeaveReasons', '/isealim/tanimlamalar/ayrilmanedenleri'),
    entry('jobPositions', '/isealim/tanimlamalar/pozisyonbilgileri'),
    entry('languages', '/isealim/tanimlamalar/dilbilgileri'),
    entry('staffDemandWorkflows', '/isealim/tanimlamalar/isakislari'),
    entry('ratingTypes', '/isealim/degerlendirmeler/kritertipleri'),
    entry('ratingResults', '/isealim/degerlendirmeler/sonucakislari'),
  ]),
  group('discipline', [
    entry('disciplineForms', '/disiplin/form'),
    entry('disciplineWorkflows', '/disiplin/workflow'),
  ]),
  group('orientation', [entry('orientations', '/oryantasyon/oryantasyonlar')]),
  group('forms', [entry('formList', '/form/formlar')]),
  group('workflows', [entry('workflowList', '/workflow/workflows')]),
  group('works', [entry('workList', '/is/isler')]),
  group('tasks', [entry('taskList', '/gorev/gorevler')]),
  group('configuration', [entry('config', '/ayarlar/konfig')]),
];
