import { handleEmbeddedSignOut } from '@/gateway/embedded';

// The gateway reads the raw body itself and answers every request it is given.
export const config = { api: { bodyParser: false, externalResolver: true } };

export default handleEmbeddedSignOut;
