import { existsSync, readdirSync } from 'node:fs';
import typescript from '@rollup/plugin-typescript';

/** Every public module: the two kernel entries, the kernel's features (valigate/features/*), the code generator, the JSON Schema export, the file rules' entry, each rule and each locale pack (importable alone), and the adapter entries (both frameworks, and each alone). */
const input = [
  'src/index.ts',
  'src/core.ts',
  'src/compile/index.ts',
  'src/json-schema/index.ts',
  'src/files.ts',
  ...readdirSync('src/features').filter((file) => file.endsWith('.ts')).map((file) => `src/features/${file}`),
  ...readdirSync('rules').filter((file) => file.endsWith('.ts')).map((file) => `rules/${file}`),
  ...readdirSync('rules/files').filter((file) => file.endsWith('.ts')).map((file) => `rules/files/${file}`),
  ...readdirSync('locales').filter((file) => file.endsWith('.ts')).map((file) => `locales/${file}`),
  ...['adapters/index.ts', 'adapters/express.ts', 'adapters/fastify.ts'].filter((entry) => existsSync(entry)),
];

export default {
  input,
  // Framework and driver packages are the application's, never bundled.
  external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
  plugins: [typescript({ tsconfig: './tsconfig.json', compilerOptions: { module: 'esnext', moduleResolution: 'bundler', noEmit: false }, include: ['src/**/*.ts', 'rules/**/*.ts', 'locales/**/*.ts', 'adapters/**/*.ts'] })],
  output: [
    { dir: 'dist', format: 'es', preserveModules: true, preserveModulesRoot: '.', entryFileNames: '[name].js' },
    { dir: 'dist', format: 'cjs', preserveModules: true, preserveModulesRoot: '.', entryFileNames: '[name].cjs', exports: 'named' },
  ],
};
