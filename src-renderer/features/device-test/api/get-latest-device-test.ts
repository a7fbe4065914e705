import { useQuery } from '@tanstack/react-query';
import { DEVICE_TEST_LATEST_PATH, DeviceTestLatestResponseSchema } from '../../../../src-domain/http/routes/device-tests.ts';
import { getJson } from '../../../api/client.ts';

export const RQKEY = () => ['device-tests', 'latest'] as const;

/** The signed-in user's latest kept result (`GET /api/device-tests/latest`), asked only when signed in. */
export function useLatestDeviceTest(enabled: boolean) {
  return useQuery({ queryKey: RQKEY(), queryFn: ({ signal }) => getJson(DEVICE_TEST_LATEST_PATH, DeviceTestLatestResponseSchema, { signal }), enabled });
}
