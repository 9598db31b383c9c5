import { listDocumentOf } from '../../crud/documents.ts';

/** `icons(pagerModel: IconPagerModel)`: the names the category icon picker offers, 15 per page. */
export const ICONS_DOCUMENT = listDocumentOf({ listQuery: 'icons', typeName: 'Icon' }, ['name']);

/** The category screen's own documents, checked against the printed schema by src/crud/documents.test.ts. */
export const categoryDocuments: [string, string][] = [['icons', ICONS_DOCUMENT]];
