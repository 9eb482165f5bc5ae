import * as z from 'zod/mini';
import { postcodeSchema } from '@/lib/postcode-schema';

export const postcodeFormSchema = z.object({ postcode: postcodeSchema });
