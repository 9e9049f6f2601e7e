import type { GenericSchema } from 'valibot';
import { contentSchemas } from '../../collections/content';
import type { PublicationStatus } from '../../shared/schema/fields';
import type { FieldErrors } from '../../shared/schema/message';
import type { Lang } from '../../runtime/store';
import { errorsOf, validateForm } from '../../kit/ui/Form';
import type { CollectionName } from '../client';
import type { CollectionDescription, FormValues } from './description';
import { requestBody } from './values';

/*
 * The form's check, with the schema the server uses: apart from values.ts so that the list
 * screen does not load the schemas; only the panel (loaded when opened) and tests need them.
 */

/** The schema the server checks a collection's new items with (an edit's is the same plus its version). */
export function formSchema<C extends CollectionName>(description: Pick<CollectionDescription<C>, 'collection'>): GenericSchema {
  return contentSchemas[description.collection].create as GenericSchema;
}

/**
 * The form's messages, from the schema the server checks with (`contentSchemas`), in the page's
 * language, keyed by field path (`title.fr`); empty when the values would be accepted.
 */
export function formErrors<C extends CollectionName, V extends FormValues>(
  description: CollectionDescription<C, V>,
  values: V,
  status: PublicationStatus,
  lang: Lang,
): FieldErrors {
  return errorsOf(validateForm(formSchema(description), requestBody(description, values, status), lang));
}
