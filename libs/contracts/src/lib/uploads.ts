import { CSV_MIME, XLS_MIME, XLSX_MIME } from './resources';

/** The extension of every type an upload may have (the stored object's key, a download's name). */
export const FILE_EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  [XLSX_MIME]: 'xlsx',
  [XLS_MIME]: 'xls',
  [CSV_MIME]: 'csv',
};

/** A photo larger than this is refused before it is decoded (a small file can hold a huge image). */
export const IMAGE_MAX_MEGAPIXELS = 50;

/**
 * A PDF past these is refused while it is read (a CV or a form holds a few hundred objects): they bound the
 * work of one check, with its time (server side).
 */
export const PDF_MAX_OBJECTS = 50_000;
export const PDF_MAX_PAGES = 1_000;

/** Refusals of a file whose type is right but whose content is not usable (every upload path). */
export const UPLOAD_ERRORS = {
  unreadablePdf: 'Ce fichier PDF est illisible ou endommagé : enregistrez-le de nouveau au format PDF puis déposez-le',
  encryptedPdf: 'Ce PDF est protégé par un mot de passe ou chiffré : enregistrez-le sans protection puis déposez-le',
  unreadableImage: 'Cette image est illisible ou endommagée : enregistrez-la de nouveau en JPG ou PNG puis déposez-la',
  imageTooLarge: `Cette image est trop grande : ${IMAGE_MAX_MEGAPIXELS} mégapixels au maximum`,
  tooComplexPdf: `Ce PDF est trop lourd à vérifier (${PDF_MAX_PAGES} pages au maximum) : enregistrez-le de nouveau au format PDF, en plusieurs fichiers s'il le faut, puis déposez-le`,
  /** A user's uploads are checked one at a time: a few wait their turn, more are refused (429). */
  uploadInProgress: "Vos fichiers précédents sont encore en cours d'envoi : attendez la fin de leur envoi puis réessayez",
  /** Every check of this server is busy (503). */
  checksBusy: 'Trop de fichiers sont en cours de vérification : réessayez dans un instant',
} as const;
