/** Set by vite.config.ts `define`: the year of the build, which pre-rendered pages show until hydration. */
declare const __BUILD_YEAR__: number;
