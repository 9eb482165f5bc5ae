import { generateComponents } from './components';
import { readEmbeddedSpace } from './embedded-space';
import {
  PHASES,
  planAssets,
  planComponents,
  planDatasources,
  planGroups,
  type Action,
  type Phase,
  type PlanItem,
} from './plan';
import type { Progress } from './progress';
import { readRemoteSpace } from './remote-space';
import { IdMaps, planStories } from './story-plan';
import type { SpaceClient } from './sync-config';
import {
  writeAssets,
  writeComponents,
  writeDatasources,
  writeGroups,
  type WriteContext,
} from './write-space';
import { writeStories } from './write-stories';

export interface PushOptions {
  client: SpaceClient;
  spaceId: number;
  /** The embedded space's folder (`content/`) and the site's `public/`, where images live. */
  contentRoot: string;
  publicDir: string;
  dryRun: boolean;
  prune: boolean;
  log: (line: string) => void;
  progress: Progress;
}

const ACTIONS: Action[] = ['create', 'update', 'delete', 'unchanged'];

/** The plan as people read it: per phase, a count of each action, then each item. */
export function describePlan(plan: PlanItem[]): string[] {
  return PHASES.flatMap((phase) => {
    const items = plan.filter((item) => item.phase === phase);
    const counts = ACTIONS.map(
      (action) => `${items.filter((item) => item.action === action).length} ${action}`,
    );
    return [
      `${phase}: ${counts.join(', ')}`,
      ...items.map(({ action, name }) => `  ${action.padEnd(9)} ${name}`),
    ];
  });
}

const WRITERS: Record<Phase, (items: PlanItem[], context: WriteContext) => Promise<void>> = {
  'component groups': writeGroups,
  components: writeComponents,
  datasources: writeDatasources,
  assets: writeAssets,
  stories: writeStories,
};

/**
 * Reads the space, prints what the embedded space would change there, and (unless a dry run)
 * writes it phase by phase: every write of a phase goes through before the next phase plans,
 * so components find their groups and stories find their images' and links' ids.
 */
export async function push(options: PushOptions): Promise<PlanItem[]> {
  const { client, dryRun, prune, log } = options;
  const local = readEmbeddedSpace(options.contentRoot, options.publicDir);
  const remote = await readRemoteSpace(client);
  const generated = generateComponents();
  const plans: Record<Phase, () => PlanItem[]> = {
    'component groups': () => planGroups(generated, remote),
    components: () => planComponents(generated, remote, prune),
    datasources: () => planDatasources(local, remote, prune),
    assets: () => planAssets(local, remote, prune),
    stories: () => planStories(local, remote, prune),
  };
  const plan = PHASES.flatMap((phase) => plans[phase]());
  describePlan(plan).forEach((line) => log(line));
  if (dryRun) {
    log('Dry run: nothing was written.');
    return plan;
  }
  const context: WriteContext = {
    client,
    spaceId: options.spaceId,
    local,
    remote,
    generated,
    maps: new IdMaps(local, remote),
    progress: options.progress,
  };
  for (const phase of PHASES) await WRITERS[phase](plans[phase](), context);
  log('Pushed: the space holds the embedded space.');
  return plan;
}
