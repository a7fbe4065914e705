import type { PluginOption } from 'vite';
export interface RendererPluginOptions {
    /** The message ids of the shell part of each catalog; asked for when a catalog part is built. */
    shellIds?: () => ReadonlySet<string> | undefined;
}
export declare function rendererPlugins({ shellIds }?: RendererPluginOptions): PluginOption[];
