import tr from './tr.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import announcementsTr from '../features/announcements/i18n/tr.json' with { type: 'json' };
import announcementsEn from '../features/announcements/i18n/en.json' with { type: 'json' };
import complaintsTr from '../features/complaints/i18n/tr.json' with { type: 'json' };
import complaintsEn from '../features/complaints/i18n/en.json' with { type: 'json' };
import disastersTr from '../features/disasters/i18n/tr.json' with { type: 'json' };
import disastersEn from '../features/disasters/i18n/en.json' with { type: 'json' };
import settingsTr from '../features/settings/i18n/tr.json' with { type: 'json' };
import settingsEn from '../features/settings/i18n/en.json' with { type: 'json' };
import { mergeDictionaries } from './mergeDictionaries.ts';

/** The web's texts: the shell's and shared ones here, each area's beside its screens. */
export const dictionaries = {
  tr: mergeDictionaries(tr, announcementsTr, complaintsTr, disastersTr, settingsTr),
  en: mergeDictionaries(en, announcementsEn, complaintsEn, disastersEn, settingsEn),
};
