import * as v from 'valibot';
import { requiredText } from './fields';
import { message } from './message';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone number: digits, spaces, dots, dashes, an optional leading +, 8 to 15 digits. */
const PHONE = /^\+?[\d\s.\-()]{8,20}$/;

/** What a resident's contact is: an e-mail address, a phone number (8 to 15 digits), or neither. */
export function contactKind(value: string): 'email' | 'phone' | undefined {
  const text = value.trim();
  if (EMAIL.test(text)) return 'email';
  if (!PHONE.test(text)) return undefined;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 8 && digits <= 15 ? 'phone' : undefined;
}

const isEmailOrPhone = (value: string): boolean => contactKind(value) !== undefined;

/**
 * A resident's message to the town hall (the help sheet's form). `website` is a honeypot: a
 * field people never see, which only robots fill in.
 */
export const residentMessageSchema = v.object({
  name: requiredText({ fr: 'Votre nom', en: 'Your name' }, 2, 80),
  contact: v.pipe(
    requiredText({ fr: 'Votre téléphone ou e-mail', en: 'Your phone or email' }, 1, 120),
    v.check(
      isEmailOrPhone,
      message('Indiquez un numéro de téléphone (au moins 8 chiffres) ou une adresse e-mail valide.', 'Enter a phone number (at least 8 digits) or a valid email address.'),
    ),
  ),
  message: requiredText({ fr: 'Votre message', en: 'Your message' }, 10, 2000),
  website: v.optional(v.string(), ''),
});

export type ResidentMessageInput = v.InferOutput<typeof residentMessageSchema>;

/** A resident's message as staff read it. */
export interface ResidentMessage {
  id: number;
  name: string;
  contact: string;
  message: string;
  /** The language the resident wrote in (the page's). */
  language: 'fr' | 'en';
  createdAt: string;
  handledAt: string | null;
  handledBy: string | null;
  version: number;
}
