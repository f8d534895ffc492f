import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GET as sampleRoute } from '@/app/api/handwriting/samples/[styleId]/route';
import { HANDWRITING_STYLES } from '@/lib/handwriting/styles';
import { actAs, signUpUser } from '../support/users';

// Issue 36: each handwriting style shows a sample of its look beside its name in the editor.
const get = (styleId: string) =>
  sampleRoute(new Request(`http://localhost:3000/api/handwriting/samples/${styleId}`), {
    params: Promise.resolve({ styleId }),
  });

describe('GET /api/handwriting/samples/{styleId}', () => {
  it('draws each of the 12 styles as an SVG of paths, each its own look', async () => {
    actAs(await signUpUser('ada@example.com'));
    const bodies = new Set<string>();
    for (const style of HANDWRITING_STYLES) {
      const response = await get(String(style.id));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
      const svg = await response.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="-?\d+ -?\d+ \d+ \d+"/);
      expect(svg).toMatch(/<path fill="#1e293b" d="M[^"]{200,}"\/><\/svg>$/);
      expect(svg).not.toMatch(/<script|<text|href=/);
      // Every command carries its own count of numbers (M/L 2, Q 4, C 6, Z none): none ran together.
      const d = svg.match(/ d="([^"]+)"/)![1];
      for (const [, command, args] of d.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
        const numbers = args.match(/-?\d+(?:\.\d+)?/g) ?? [];
        expect(numbers.length, `${command}${args}`).toBe({ M: 2, L: 2, Q: 4, C: 6, Z: 0 }[command]);
      }
      // Drawn, it is ink from edge to edge: the whole line.
      const drawn = sharp(Buffer.from(svg)).flatten({ background: '#ffffff' });
      const { width } = await drawn.metadata();
      const { info } = await drawn.trim({ background: '#ffffff' }).toBuffer({ resolveWithObject: true });
      expect(info.width / width!).toBeGreaterThan(0.9);
      bodies.add(svg);
    }
    expect(bodies.size).toBe(12);
  });

  it('answers 404 for a style that does not exist and 401 signed out', async () => {
    actAs(await signUpUser('ada@example.com'));
    for (const id of ['0', '13', 'abc', '5.0', '005']) {
      const response = await get(id);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'not_found', message: 'Invalid handwriting style' });
    }
    actAs(null);
    const signedOut = await get('5');
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: 'unauthorized', message: 'Not authenticated' });
  });
});
