// Branding commands: the logo of white-label labels.
import { readFile, stat } from 'node:fs/promises';
import { setOrganizationLogo } from '@/lib/branding/set-organization-logo';
import { cliActor } from '@/lib/audit/record-audit';
import { MAX_LOGO_BYTES } from '@/lib/branding/normalize-logo';
import { CliError } from '../args';
import { requireUuid } from './organizations';
import type { Command } from './types';

export const orgSetLogo: Command = {
  usage: 'org:set-logo --org ID --file path.png',
  description: 'Sube el logotipo (PNG o JPEG, máx. 1 MB) de las guías con marca propia',
  help: {
    options: [
      ['--org ID', 'Organización (UUID)'],
      ['--file RUTA', 'Archivo PNG o JPEG de hasta 1 MB; se ajusta a 600 × 200 px'],
    ],
    examples: ['npm run cli -- org:set-logo --org 5b0d3c2e-8f1a-4c55-9d0e-2f3a4b5c6d7e --file ./logo.png'],
  },
  async run({ db, flags }) {
    const organizationId = requireUuid(flags.string('org'), 'org');
    const file = flags.string('file');
    flags.done();
    const info = await stat(file).catch(() => {
      throw new CliError(`No se encontró el archivo ${file}`);
    });
    if (!info.isFile()) throw new CliError(`${file} no es un archivo`);
    // refuse a huge file before reading it into memory
    if (info.size > MAX_LOGO_BYTES) throw new CliError(`El logotipo pesa ${(info.size / (1024 * 1024)).toFixed(1)} MB; el máximo es 1 MB.`);
    const logo = await setOrganizationLogo(db, { organizationId, bytes: await readFile(file), actor: cliActor });
    return {
      json: { id: organizationId, ...logo },
      text: `Logotipo de ${organizationId} guardado: PNG de ${logo.width} × ${logo.height} px (${logo.bytes} bytes)`,
    };
  },
};
