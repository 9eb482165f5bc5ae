import { createSessionRoute } from '@/features/editor/server';
import { requestClientAddress } from '@/lib/client-address';
import { getServerConfig } from '@/lib/config';

export default createSessionRoute({ config: getServerConfig, clientAddress: requestClientAddress });
