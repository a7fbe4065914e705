import { describe, expect, it } from 'vitest';
import { manifestProblem, manifestText, type ManifestSegment } from './recording-manifest.ts';

const H = (digit: string) => digit.repeat(64);
const seg = (seq: number, size = 10, sha256 = H('a')): ManifestSegment => ({ seq, size, sha256 });

describe('manifestText: what seals a recording (docs/architecture.md Video acts "manifest hash")', () => {
  it('lists the segments in order under a header and the recording id', () => {
    expect(manifestText('rec-1', [seg(1, 20, H('b')), seg(0, 10, H('a'))])).toBe(`enotary-recording-manifest.v1\nrec-1\n0 10 ${H('a')}\n1 20 ${H('b')}\n`);
  });

  it('changes when one segment’s hash changes', () => {
    expect(manifestText('r', [seg(0, 10, H('a'))])).not.toBe(manifestText('r', [seg(0, 10, H('c'))]));
  });
});

describe('manifestProblem: a recording is whole from segment 0 without gaps', () => {
  it.each<[string, ManifestSegment[], ReturnType<typeof manifestProblem>]>([
    ['0, 1, 2', [seg(0), seg(1), seg(2)], null],
    ['no segments', [], 'empty'],
    ['a gap (0, 2)', [seg(0), seg(2)], 'gap'],
    ['not from 0', [seg(1)], 'gap'],
    ['a repeated segment', [seg(0), seg(0)], 'duplicate'],
    ['a hash that is no SHA-256', [seg(0, 10, 'xyz')], 'bad_hash'],
  ])('%s → %s', (_name, segments, problem) => {
    expect(manifestProblem(segments)).toBe(problem);
  });
});
