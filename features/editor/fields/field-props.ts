import type { UseFormReturn } from 'react-hook-form';
import type { FieldDescriptor } from './describe-fields';
import type { BlokFieldsContext, RawBlok } from './editor-context';

/** What each field's control receives: its descriptor, the blok's form and the editor around it. */
export interface FieldProps {
  descriptor: FieldDescriptor;
  form: UseFormReturn<RawBlok, unknown, unknown>;
  context: BlokFieldsContext;
}
