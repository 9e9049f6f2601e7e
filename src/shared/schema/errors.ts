// The content server's error answers, in both languages: the server sends them, and the admin's
// mock API (src/admin) answers with the same ones.
import type { FieldErrors } from './message';
import type { Lang } from '../lang';

/** The error codes clients can rely on, with their message in both languages. */
const MESSAGES = {
  validation: { status: 400, fr: 'Certains champs sont invalides.', en: 'Some fields are invalid.' },
  invalid_json: { status: 400, fr: 'Le corps de la requête n’est pas du JSON valide.', en: 'The request body is not valid JSON.' },
  bad_request: { status: 400, fr: 'Requête invalide.', en: 'Bad request.' },
  idempotency_key_invalid: {
    status: 400,
    fr: 'La clé d’idempotence doit compter de 1 à 200 lettres, chiffres ou signes « - », « _ », « . », « : ».',
    en: 'The idempotency key must be 1 to 200 letters, digits or “-”, “_”, “.”, “:” characters.',
  },
  unauthenticated: { status: 401, fr: 'Connectez-vous pour continuer.', en: 'Please sign in to continue.' },
  invalid_credentials: { status: 401, fr: 'Identifiant ou mot de passe incorrect.', en: 'Incorrect username or password.' },
  wrong_password: { status: 403, fr: 'Le mot de passe actuel est incorrect.', en: 'The current password is incorrect.' },
  cross_origin: { status: 403, fr: 'Cette action n’est acceptée que depuis le site de la commune.', en: 'This action is only accepted from the commune’s own site.' },
  forbidden: { status: 403, fr: 'Votre rôle ne permet pas cette action.', en: 'Your role does not allow this action.' },
  not_found: { status: 404, fr: 'Élément introuvable.', en: 'Item not found.' },
  method_not_allowed: { status: 405, fr: 'Méthode non acceptée.', en: 'Method not allowed.' },
  conflict: {
    status: 409,
    fr: 'Cet élément a été modifié entre-temps par quelqu’un d’autre. Rechargez-le avant de recommencer.',
    en: 'Someone else changed this item in the meantime. Reload it before trying again.',
  },
  idempotency_in_progress: {
    status: 409,
    fr: 'Cette requête est déjà en cours de traitement. Réessayez dans un instant.',
    en: 'This request is already being processed. Try again in a moment.',
  },
  username_taken: { status: 409, fr: 'Cet identifiant est déjà utilisé.', en: 'This username is already taken.' },
  too_large: { status: 413, fr: 'La requête est trop volumineuse.', en: 'The request is too large.' },
  image_too_large: { status: 413, fr: 'L’image dépasse 2 Mo.', en: 'The image is larger than 2 MB.' },
  unsupported_media_type: { status: 415, fr: 'Type de contenu non accepté.', en: 'Unsupported content type.' },
  unsupported_image: {
    status: 415,
    fr: 'Ce fichier n’est pas une image PNG, JPEG, WebP ou AVIF.',
    en: 'This file is not a PNG, JPEG, WebP or AVIF image.',
  },
  idempotency_key_reused: {
    status: 422,
    fr: 'Cette clé d’idempotence a déjà servi pour une autre requête.',
    en: 'This idempotency key was already used for another request.',
  },
  too_many_requests: { status: 429, fr: 'Trop de tentatives. Réessayez plus tard.', en: 'Too many attempts. Try again later.' },
  internal: { status: 500, fr: 'Erreur interne du serveur.', en: 'Internal server error.' },
  unavailable: { status: 503, fr: 'La base de données ne répond pas.', en: 'The database is not answering.' },
} as const satisfies Record<string, { status: number; fr: string; en: string }>;

export type ErrorCode = keyof typeof MESSAGES;

/** An answer other than success: status, a stable code, and for 400 a message per field. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: FieldErrors | undefined;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, options: { fields?: FieldErrors; headers?: Record<string, string> } = {}) {
    super(code);
    this.name = 'HttpError';
    this.code = code;
    this.status = MESSAGES[code].status;
    this.fields = options.fields;
    this.headers = options.headers ?? {};
  }
}

/** `{"error":{"code","message","fields"?}}` in the request's language. */
export function errorBody(code: ErrorCode, lang: Lang, fields?: FieldErrors) {
  return { error: { code, message: MESSAGES[code][lang], ...(fields ? { fields } : {}) } };
}

export function statusOf(code: ErrorCode): number {
  return MESSAGES[code].status;
}
