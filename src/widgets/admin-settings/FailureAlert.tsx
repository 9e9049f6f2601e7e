import { useI18n } from '../../runtime/i18n/react';
import { FormAlert, type FormFailure } from '../../kit/ui';
import { adminSettingsMessages } from './messages';

/** Why a settings form was refused when it is about no field: the server's own words, or that it cannot be reached. */
export function FailureAlert({ failure, className }: { failure: FormFailure | null; className?: string }) {
  const { t } = useI18n(adminSettingsMessages);
  return <FormAlert className={className}>{failure && <p>{failure.kind === 'unreachable' ? t('error.unreachable') : failure.message}</p>}</FormAlert>;
}
