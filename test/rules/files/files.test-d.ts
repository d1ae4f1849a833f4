import { describe, expectTypeOf, it } from 'vitest';
import { type Infer, type UploadedFile, Validator, field, string } from '../../../src/index.js';
import { File, file } from '../../../src/files.js';

describe('file rules’ inferred types', () => {
  it('types a file field as UploadedFile in every notation', () => {
    const validator = new Validator({
      pipe: 'required|file|max:100',
      image: ['required', 'image:allow_svg'],
      chain: file().required().max('10mb'),
      built: File.types(['jpg', 'png']).required().min('1kb').max('10mb'),
      picture: File.image().required().dimensions({ maxWidth: 1000, ratio: '3/2' }),
      optional: field().mimes('pdf'),
    });
    expectTypeOf<Infer<typeof validator>>().toEqualTypeOf<{ pipe: UploadedFile; image: UploadedFile; chain: UploadedFile; built: UploadedFile; picture: UploadedFile; optional?: UploadedFile }>();
  });
  it('types the README’s Files example as its comments say', () => {
    const validator = new Validator({
      avatar: 'required|image|max:2048|dimensions:min_width=100,ratio=1',
      resume: File.types(['pdf', 'docx']).required().max('10mb'),
      photo: File.image().dimensions({ maxWidth: 4000, maxHeight: 4000 }),
      notes: file().mimes('txt').encoding('utf-8').max('500kb'),
    });
    expectTypeOf<Infer<typeof validator>>().toEqualTypeOf<{ avatar: UploadedFile; resume: UploadedFile; photo?: UploadedFile; notes?: UploadedFile }>();
  });
  it('takes sizes with units only in Laravel’s forms', () => {
    file().max('10mb').between(1, '2gb').min('1KB');
    // @ts-expect-error: not a unit
    file().max('10xb');
    // @ts-expect-error: units are for files; a string's length is a number
    string().max('10mb');
    // @ts-expect-error: nor on a chain that has not made its value a file
    field().required().between('1kb', '2mb');
  });
});
