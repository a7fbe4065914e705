import type { RoomMember } from '../../src-domain/video/room-protocol.ts';

/** The notary in a room, identified, as the room's frames and `GET …/video` describe a member (src-domain/video/room-protocol.ts); override what a test needs. */
export function roomMemberFixture(overrides: Partial<RoomMember> = {}): RoomMember {
  return {
    memberId: 'notary-0001',
    name: 'Saidova Gulnora',
    role: 'notary',
    partyRole: null,
    identifiedAt: '2026-11-26T10:00:00.000Z',
    muted: false,
    cameraOff: false,
    joinedAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}
