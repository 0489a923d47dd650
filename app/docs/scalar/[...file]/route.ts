// GET /docs/scalar/<file> — the API reference's browser modules (app/docs/_lib/scalar-assets.ts).
import { readScalarAsset } from '../../_lib/scalar-assets';

export async function GET(_req: Request, { params }: { params: Promise<{ file: string[] }> }) {
  const asset = await readScalarAsset((await params).file.join('/'));
  if (!asset) return new Response('No existe.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(asset.body as BodyInit, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': asset.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    },
  });
}
