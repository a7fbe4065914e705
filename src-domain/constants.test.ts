import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';

describe('business constants and limits (spec §9)', () => {
  it.each<[keyof typeof constants, unknown, string]>([
    ['ACT_STEP_COUNT', 9, 'nine act steps'],
    ['HELPLINE', '1008', 'helpline 1008'],
    ['PIN_LENGTH', 14, 'pin 14 digits'],
    ['INN_LENGTH', 9, 'inn 9 digits'],
    ['PASSPORT_SERIES_LENGTH', 2, 'passport series 2 letters'],
    ['PASSPORT_NUMBER_LENGTH', 7, 'passport number 7 digits'],
    ['PHONE_LENGTH', 9, 'phone 9 digits (§5)'],
    ['FACE_DIALOG_TIMEOUT_MS', 123_000, 'face dialog time-out 123000 ms'],
    ['CAMERA_START_DELAY_MS', 3_000, 'camera start delay 3000 ms'],
    ['LIVENESS_INTERVAL_MS', 300, 'liveness interval 300 ms'],
    ['LIVENESS_JPEG_QUALITY', 0.6, 'image frames at quality 0.6 (§7)'],
    ['HEARTBEAT_INTERVAL_MS', 3_000, 'heartbeat 3000 ms'],
    ['SOCKET_CONNECT_TIMEOUT_MS', 4_000, 'socket connection time-out 4 s'],
    ['RECONNECT_BACKOFF_FACTOR', 1.3, 'reconnect delay grows 1.3x'],
    ['RECONNECT_MAX_DELAY_MS', 10_000, 'reconnect delay capped at 10 s'],
    ['API_TIMEOUT_MS', 100_000, 'API time-out 100 s'],
    ['AUTH_API_TIMEOUT_MS', 60_000, '60 s for auth calls'],
    ['ERROR_TOAST_MS', 20_000, 'error toast 20 s default'],
    ['TOKEN_EXPIRED_TOAST_MS', 3_000, '403 toast 3 s'],
    ['NOT_FOUND_418_TOAST_MS', 30_000, '418 toasts 30 s'],
    ['CHUNK_LOAD_TIMEOUT_MS', 120_000, 'chunk load time-out 120000 ms'],
    ['WEBCAM_MIN_WIDTH', 640, 'webcam minimum 640 wide'],
    ['WEBCAM_MIN_HEIGHT', 480, 'webcam minimum 480 high'],
    ['SPEED_MIN_MBPS', 2, 'speed 2 mb/s minimum'],
    ['SPEED_RECOMMENDED_MBPS', 4, 'speed 4 mb/s recommended'],
    ['KEY_INPUT_LIMIT', 250, 'key-input limit 250'],
    ['FACE_FRAME_WIDTH', 180, 'face overlay frame 180 wide'],
    ['FACE_FRAME_HEIGHT', 250, 'face overlay frame 250 high'],
    ['HINT_ARROW_SIZE', 45, 'hint-arrow size 45'],
    ['HINT_ARROW_OFFSET', 60, 'arrow offset 60'],
    ['TERMS_DIALOG_WIDTH_PERCENT', 60, 'terms dialog 60% on desktop'],
    ['NOTIFICATION_DIALOG_WIDTH_PERCENT', 40, 'notification dialog 40% by default'],
    ['INDEPENDENT_TRAVEL_AGE', 15, 'independent travel from age 15'],
    ['VEHICLE_TRANSFER_RELATIVE_DUTY_RATE', 0.05, 'vehicle transfer to close relatives: 5 percent of the rate'],
    ['VEHICLE_PROXY_RELATIVE_DUTY_RATE', 0.5, 'vehicle power of attorney to close relatives: 50 percent of the rate'],
    ['APPOINTMENT_LATENESS_LIMIT_MIN', 15, 'more than 15 minutes late goes to the general queue'],
    ['TIME_ZONE', 'Asia/Tashkent', 'times are in Tashkent time'],
    ['KIOSK_IDLE_TIMEOUT_DEFAULT_S', 120, 'kiosk idle timeout default 120 s (docs/architecture.md)'],
  ])('%s is %j: %s (spec §9)', (name, value) => {
    expect(constants[name]).toBe(value);
  });
});
