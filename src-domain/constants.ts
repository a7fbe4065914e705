/** Business constants and limits of spec §9 (and the timing numbers of §4 / §7 / §8). */
export const ACT_STEP_COUNT = 9;
export const HELPLINE = '1008';

export const PIN_LENGTH = 14;
export const INN_LENGTH = 9;
export const PASSPORT_SERIES_LENGTH = 2;
export const PASSPORT_NUMBER_LENGTH = 7;
export const PHONE_LENGTH = 9;

export const FACE_DIALOG_TIMEOUT_MS = 123_000;
export const CAMERA_START_DELAY_MS = 3_000;
export const LIVENESS_INTERVAL_MS = 300;
export const LIVENESS_JPEG_QUALITY = 0.6;
export const HEARTBEAT_INTERVAL_MS = 3_000;
export const SOCKET_CONNECT_TIMEOUT_MS = 4_000;
export const RECONNECT_BACKOFF_FACTOR = 1.3;
export const RECONNECT_MAX_DELAY_MS = 10_000;

export const API_TIMEOUT_MS = 100_000;
export const AUTH_API_TIMEOUT_MS = 60_000;
export const ERROR_TOAST_MS = 20_000;
export const TOKEN_EXPIRED_TOAST_MS = 3_000;
export const NOT_FOUND_418_TOAST_MS = 30_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const WEBCAM_MIN_WIDTH = 640;
export const WEBCAM_MIN_HEIGHT = 480;
export const SPEED_MIN_MBPS = 2;
export const SPEED_RECOMMENDED_MBPS = 4;
export const KEY_INPUT_LIMIT = 250;

export const FACE_FRAME_WIDTH = 180;
export const FACE_FRAME_HEIGHT = 250;
export const HINT_ARROW_SIZE = 45;
export const HINT_ARROW_OFFSET = 60;

/** Dialog widths (percent of the viewport on desktop; mobile is always full width). */
export const TERMS_DIALOG_WIDTH_PERCENT = 60;
export const NOTIFICATION_DIALOG_WIDTH_PERCENT = 40;

export const INDEPENDENT_TRAVEL_AGE = 15;

/** State duty for close relatives, as a fraction of the rate. */
export const VEHICLE_TRANSFER_RELATIVE_DUTY_RATE = 0.05;
export const VEHICLE_PROXY_RELATIVE_DUTY_RATE = 0.5;

/** A citizen later than this is served in the general queue (spec §9). */
export const APPOINTMENT_LATENESS_LIMIT_MIN = 15;
/**
 * An act at steps 7–8 whose parties have not come lapses this long after its set time (spec §4
 * "A no-show at the set time makes the act Inactive"; docs/decisions/0059-no-show-at-the-set-time.md).
 */
export const NO_SHOW_GRACE_MIN = 60;
export const TIME_ZONE = 'Asia/Tashkent';

/** Kiosk idle timeout default (docs/architecture.md, Kiosk behaviour). */
export const KIOSK_IDLE_TIMEOUT_DEFAULT_S = 120;

/**
 * An update is installed only after nobody has been at the terminal for this long: no session,
 * no visit, no activity, camera and microphone closed, no touch (docs/decisions/0025-kiosk-updates-staged-idle-only-rollback.md).
 * A terminal config may set it (`updateIdleS`).
 */
export const KIOSK_UPDATE_IDLE_DEFAULT_S = 120;

/**
 * How long the kiosk's "Are you still there?" countdown runs after the idle time before the
 * citizen's session is wiped (docs/decisions/0022-kiosk-idle-wipe.md). 20 s is the least WCAG
 * 2.2.1 (Timing Adjustable) allows for extending a time limit with a simple action.
 */
export const KIOSK_IDLE_COUNTDOWN_S = 20;
