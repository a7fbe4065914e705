import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SelfTestReport } from '../../../src-domain/kiosk/self-test.ts';
import { lastSelfTest, runSelfTest } from '../../platform/terminal.ts';
import { trackedMediaDevices } from '../../platform/user-media.ts';
import { runDeviceChecks } from './device-checks.ts';

export const RQKEY = ['kiosk', 'self-test'] as const;

/** While a terminal is out of service it tests itself again this often, and comes back alone. */
export const OUT_OF_SERVICE_RETRY_MS = 60_000;

async function testNow(): Promise<SelfTestReport | null> {
  // Tracked like every camera the app opens, so an idle wipe mid-test stops it too.
  return runSelfTest(await runDeviceChecks(trackedMediaDevices(navigator.mediaDevices)));
}

let keptReportRead = false;

/**
 * The terminal's self-test: first the report main keeps (a renderer that reloaded does not test
 * again), else a new run, as at the terminal's start; every later fetch (the out-of-service
 * retry) tests anew. Null outside the kiosk shell.
 */
export function useSelfTest() {
  return useQuery({
    queryKey: RQKEY,
    queryFn: async () => {
      const kept = keptReportRead ? null : await lastSelfTest();
      keptReportRead = true;
      return kept ?? (await testNow());
    },
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
    refetchInterval: (query) => (query.state.data?.outOfService ? OUT_OF_SERVICE_RETRY_MS : false),
  });
}

/** Runs every check again now (the technician's button, the out-of-service screen's button). */
export function useRerunSelfTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: testNow,
    onSuccess: (report) => client.setQueryData(RQKEY, report),
  });
}
