import type { Plugin } from 'vite';

/**
 * react-hook-form marks a form ready in a layout effect of `useForm` with a state update of the
 * form's own component: `formState.isReady` becomes true. A layout effect's update is rendered at
 * once, synchronously, so every form re-rendered whole right after it was mounted — right after
 * the app adopts a drawn page, one task of ≈ 0.1 s on a phone-class CPU for the request form,
 * during which a tap waited. The app never reads `formState.isReady` (the library's own checks
 * read its control's copy, which is still set), so the client build leaves that one update out.
 * The build fails if the library's code changes shape (an upgrade is then looked at, not silently
 * left as it was), and so does a build in which the library was not found at all. The component
 * tests and `npm run dev` load the library as published; the browser journeys run this build.
 */
export function formReadyWithoutRender(): Plugin {
  const update = /\n\s*updateFormState\(\(data\) => \(\{\s*\.\.\.data,\s*isReady: true,\s*\}\)\);/;
  let changed = false;
  return {
    name: 'equilibrio:form-ready-without-render',
    // The production build only (npm run dev serves the library as published).
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      changed = false;
    },
    transform(code, id) {
      if (!/[\\/]react-hook-form[\\/]dist[\\/]index\.esm\.mjs$/.test(id)) return null;
      if (!update.test(code) || !code.includes('control._formState.isReady = true;')) {
        this.error(
          'react-hook-form: the isReady update of useForm was not found (form-ready.ts): check the new version',
        );
      }
      changed = true;
      return { code: code.replace(update, ''), map: null };
    },
    buildEnd(error) {
      // The library bundled from another file (an upgrade that moved it): not silently skipped.
      if (!error && !changed) {
        this.error(
          'react-hook-form was not built from dist/index.esm.mjs (form-ready.ts): check the new version',
        );
      }
    },
  };
}
