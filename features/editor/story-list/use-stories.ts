import useSWR from 'swr';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import { editorApi } from '../editor-api/editor-api';
import { editorKeys } from '../editor-api/editor-keys';
import type { StorySummary } from '../editor-api/responses';

/** Every story of the content space, as the editor's list shows them. */
export const useStories = () =>
  useSWR<StorySummary[], GatewayError>(editorKeys.stories(), () => editorApi.listStories());
