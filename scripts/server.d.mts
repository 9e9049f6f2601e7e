import type { Server } from 'node:http';

export function createSiteServer(distDir: string): Server;
export function createDemoServer(demoDir: string, libraryOrigin: string): Server;
export function listen(server: Server, port: number, host?: string): Promise<string>;
export const DEMO_LIBRARY_ORIGIN: string;
