import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

/** The parts of a V8 `.cpuprofile` this summary reads. */
interface CpuProfile {
  startTime: number;
  endTime: number;
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileShare {
  name: string;
  ms: number;
  percent: number;
}

/** Where a frame's code lives: a package or one of our server's folders, graphql-js split by phase. */
export function areaOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : `native: ${functionName || '(anonymous)'}`;
  const graphql = /node_modules\/graphql\/(language|validation|execution|utilities|type|jsutils)\//.exec(url);
  if (graphql) return `graphql-js ${graphql[1]}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (pkg) return pkg[1]!;
  const ours = /apps\/server\/src\/([^/]+)\//.exec(url);
  if (ours) return `server ${ours[1]}/`;
  if (url.startsWith('node:')) return `node ${url.slice(5).split('/')[0]}`;
  return url.replace(/^.*\//, '');
}

/**
 * A frame of a bundled file (the server runs apps/server/dist/main.js) named by its source, through the
 * bundle's source map, so the areas read as they did under the TypeScript loader: `server crud/` and so on.
 */
function sourceFrames(): (frame: CallFrame) => CallFrame {
  const maps = new Map<string, { map: SourceMap; dir: string } | null>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const file = fileURLToPath(url);
      const mapFile = `${file}.map`;
      maps.set(
        url,
        fs.existsSync(mapFile)
          ? { map: new SourceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8'))), dir: path.dirname(mapFile) }
          : null,
      );
    }
    return maps.get(url) ?? null;
  };
  return (frame) => {
    if (!frame.url.startsWith('file://') || frame.url.includes('/node_modules/')) return frame;
    const found = mapOf(frame.url);
    const entry = found?.map.findEntry(frame.lineNumber, frame.columnNumber);
    if (!found || !entry || !('originalSource' in entry)) return frame;
    return {
      ...frame,
      url: pathToFileURL(path.resolve(found.dir, entry.originalSource)).href,
      lineNumber: entry.originalLine,
    };
  };
}

/** Self time by function and by area, largest first (ms), over the profile's last `lastSeconds`. */
export function summariseProfile(
  file: string,
  lastSeconds: number,
): {
  total: number;
  functions: ProfileShare[];
  areas: ProfileShare[];
} {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const source = sourceFrames();
  const byNode = new Map(profile.nodes.map((n) => [n.id, source(n.callFrame)]));
  const functions = new Map<string, number>();
  const areas = new Map<string, number>();
  const from = profile.endTime - lastSeconds * 1e6;
  let total = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    const frame = byNode.get(id);
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    if (!frame || at < from) return;
    total += ms;
    const where = frame.url
      ? `${frame.url.replace(/^.*node_modules\//, '').replace(/^.*apps\/server\/src\//, 'server/')}:${frame.lineNumber + 1}`
      : '';
    const fn = `${frame.functionName || '(anonymous)'}${where ? ` ${where}` : ''}`;
    functions.set(fn, (functions.get(fn) ?? 0) + ms);
    const area = areaOf(frame.url, frame.functionName);
    areas.set(area, (areas.get(area) ?? 0) + ms);
  });
  const ranked = (m: Map<string, number>) =>
    [...m.entries()]
      .map(([name, ms]) => ({ name, ms, percent: (100 * ms) / total }))
      .sort((a, b) => b.ms - a.ms);
  return { total, functions: ranked(functions), areas: ranked(areas) };
}
