import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEVICE_TESTS_PATH, type DeviceTestBodyInput, DeviceTestResultSchema } from '../../../../src-domain/http/routes/device-tests.ts';
import { postJson } from '../../../api/client.ts';
import { RQKEY as LATEST_RQKEY } from './get-latest-device-test.ts';

/**
 * `POST /api/device-tests`: keeps a finished run (and attaches it to the act named by `act`).
 * The server's answer is the kept result, with its own verdict; it becomes the latest one.
 */
export function usePostDeviceTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceTestBodyInput) => postJson(DEVICE_TESTS_PATH, body, DeviceTestResultSchema),
    onSuccess: (result) => queryClient.setQueryData(LATEST_RQKEY(), { result }),
  });
}
