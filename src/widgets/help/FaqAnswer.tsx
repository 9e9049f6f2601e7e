import { useMemo } from 'react';
import { commune, officeHoursInSentence } from '../../content/commune';
import { BUSINESS_LICENCE_FEE_FCFA, faq } from '../../content/faq';
import { useI18n } from '../../runtime/i18n/react';
import { localizeFaq, type ShownFaqEntry } from './faq-view';
import { helpMessages } from './messages';

/** The FAQ in the page's language, placeholders filled: what the sheet and the help page show. */
export function useLocalizedFaq(): ShownFaqEntry[] {
  const { lang, formatAmount } = useI18n(helpMessages);
  return useMemo(
    () => localizeFaq(faq, lang, { phone: commune.phone, email: commune.email, hours: officeHoursInSentence(lang), licenceFee: formatAmount(BUSINESS_LICENCE_FEE_FCFA) }),
    [lang, formatAmount],
  );
}

/** An answer's paragraphs and bulleted lists. */
export function FaqAnswer({ entry }: { entry: ShownFaqEntry }) {
  return (
    <div className="help-answer__text">
      {entry.answer.map((block, index) =>
        typeof block === 'string' ? (
          <p key={index}>{block}</p>
        ) : (
          <ul key={index}>
            {block.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
