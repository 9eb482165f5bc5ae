import { codeSplit } from '@/lib/ui/code-split';
import { FormLoading } from '../../screen/form-loading';

const loadApiTokens = () =>
  import('./api-tokens-section').then((module) => module.ApiTokensSection);

/** The API tokens panel, loaded as Personal details mounts, in a placeholder of its height. */
export const ApiTokensPart = codeSplit(loadApiTokens, () => <FormLoading minHeight="30rem" />);
