import useSWR from 'swr';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import { editorClient } from '../client/editor-client';
import { editorKeys } from '../client/editor-keys';
import type { StorySummary } from '../client/responses';

/** Every story of the content space, as the editor's list shows them. */
export const useStories = () =>
  useSWR<StorySummary[], GatewayError>(editorKeys.stories(), () => editorClient.listStories());
