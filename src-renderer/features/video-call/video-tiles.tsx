import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { RoomMember } from '../../../src-domain/video/room-protocol.ts';
import type { MeshLink } from './peer-mesh.ts';

function StreamVideo({ stream, muted, label }: { stream: MediaStream | null; muted: boolean; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    if (stream) void video.play().catch(() => undefined);
  }, [stream]);
  return <video ref={ref} className="video-tile__video" autoPlay playsInline muted={muted} aria-label={label} />;
}

export interface VideoTilesProps {
  self: RoomMember | null;
  local: MediaStream | null;
  members: readonly RoomMember[];
  links: readonly MeshLink[];
}

/** Everyone's picture: yourself (muted, mirrored) and each member's stream as it arrives. */
export function VideoTiles({ self, local, members, links }: VideoTilesProps) {
  const { t } = useLingui();
  return (
    <ul className="video-tiles" aria-label={t({ id: 'video.tiles.label', message: 'Videokonferensiya ishtirokchilari' })}>
      <li className="video-tile video-tile--self" data-member={self?.memberId}>
        <StreamVideo stream={local} muted label={t({ id: 'video.tiles.self', message: 'Sizning kamerangiz' })} />
        <span className="video-tile__name">{t({ id: 'video.tiles.you', message: 'Siz' })}</span>
      </li>
      {members.map((member) => {
        const link = links.find((candidate) => candidate.memberId === member.memberId);
        return (
          <li key={member.memberId} className="video-tile" data-member={member.memberId} data-connected={link?.connected ? 'true' : 'false'}>
            <StreamVideo stream={link?.stream ?? null} muted={false} label={member.name} />
            <span className="video-tile__name">
              {member.name}
              {member.muted ? ` · ${t({ id: 'video.tiles.muted', message: 'mikrofon o‘chiq' })}` : ''}
              {link?.connected ? '' : ` · ${t({ id: 'video.tiles.connecting', message: 'ulanmoqda…' })}`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
