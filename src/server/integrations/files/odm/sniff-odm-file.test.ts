import { describe, expect, it } from 'vitest';
import { sniffOdmFile } from './sniff-odm-file';

const b = (s: string) => Buffer.from(s, 'latin1');
const SVG = b('<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>');
const PDF = b('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
const HEX = b(':10010000214601360121470136007EFE09D2190140\n:00000001FF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('sniffOdmFile', () => {
  it('accepts a vector logo as .svg, .pdf or .ai by its content', async () => {
    expect(await sniffOdmFile('logo', 'logo.svg', SVG)).toEqual({ contentType: 'image/svg+xml' });
    expect(await sniffOdmFile('logo', 'logo.pdf', PDF)).toEqual({ contentType: 'application/pdf' });
    expect(await sniffOdmFile('logo', 'logo.ai', PDF)).toEqual({ contentType: 'application/pdf' });
    expect(await sniffOdmFile('logo', 'old.ai', b('%!PS-Adobe-3.0 EPSF-3.0\n'))).toEqual({ contentType: 'application/postscript' });
  });

  it('refuses a picture or a renamed file as a logo', async () => {
    expect(await sniffOdmFile('logo', 'logo.png', PNG)).toBeNull();
    expect(await sniffOdmFile('logo', 'logo.svg', PNG)).toBeNull();
    expect(await sniffOdmFile('logo', 'logo.pdf', SVG)).toBeNull();
  });

  it('accepts firmware as .bin, Intel .hex or .zip', async () => {
    expect(await sniffOdmFile('firmware', 'fw.hex', HEX)).not.toBeNull();
    expect(await sniffOdmFile('firmware', 'fw.bin', Buffer.from([0x00, 0x20, 0x00, 0x20, 0x91, 0x01, 0x00, 0x08]))).not.toBeNull();
    expect(await sniffOdmFile('firmware', 'fw.zip', Buffer.from('504b0506000000000000000000000000000000000000', 'hex'))).not.toBeNull();
  });

  it('refuses firmware that is something else', async () => {
    expect(await sniffOdmFile('firmware', 'fw.hex', b('not a hex file'))).toBeNull();
    expect(await sniffOdmFile('firmware', 'fw.bin', PNG)).toBeNull();
    expect(await sniffOdmFile('firmware', 'fw.exe', Buffer.from([1, 2, 3]))).toBeNull();
  });

  it('accepts project documents and pictures', async () => {
    expect(await sniffOdmFile('document', 'brief.pdf', PDF)).toEqual({ contentType: 'application/pdf' });
    expect(await sniffOdmFile('document', 'photo.png', PNG)).toEqual({ contentType: 'image/png' });
  });
});
