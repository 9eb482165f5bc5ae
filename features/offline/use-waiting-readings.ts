import { useEffect, useState } from 'react';
import type { KeptReading } from '@/features/account/readings/offline/kept-readings';

/**
 * Every account's readings kept on this device (null until read, oldest first per account),
 * from the store Meter Readings keeps them in; empty where the device's storage cannot be read.
 */
export function useWaitingReadings(): KeptReading[] | null {
  const [readings, setReadings] = useState<KeptReading[] | null>(null);
  useEffect(() => {
    let live = true;
    import('@/features/account/readings/offline/kept-readings')
      .then(async ({ accountsWithWaitingReadings, keptReadingsOf }) => {
        const accounts = await accountsWithWaitingReadings();
        return (await Promise.all(accounts.map((id) => keptReadingsOf(id)))).flat();
      })
      .catch(() => [])
      .then((kept) => live && setReadings(kept));
    return () => {
      live = false;
    };
  }, []);
  return readings;
}
