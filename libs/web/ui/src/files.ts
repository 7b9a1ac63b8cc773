// Opening a file behind a signed link, apart from the kit's core: only the pages that show files load it.
export { downloadFile, viewFile } from './lib/files/open-file';
