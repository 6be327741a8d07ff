// Renders the demo video gallery's clips into content/gallery/media, to commit (decision 0023):
// `npx tsx scripts/render-demo-clips.ts` writes every clip that is missing, and
// `npx tsx scripts/render-demo-clips.ts v2-sliding-door-in-motion …` renders those named again,
// after their scene changed. Needs ffmpeg with libx264 (Debian: `apt-get install -y ffmpeg`); the
// site itself never runs it.
//
// A clip starts on its poster's picture (the same scene and seed as the thumbnail the import
// renders), closes the doors, holds, and opens them again: 854×480, 24 frames a second, H.264 with
// the index at the front, about six seconds and about 60–150 KB.
import { spawn } from "node:child_process";
import { stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { demoClips, type DemoClip } from "../content/gallery/videos";
import { sceneSvg } from "../content/media/scene";
import { resolve } from "../content/media/scene/resolve";

const WIDTH = 854;
const HEIGHT = 480;
const FPS = 24;
const HOLD_OPEN = Math.round(FPS * 0.75);
const MOVE = Math.round(FPS * 2.1);
const HOLD_CLOSED = Math.round(FPS * 0.6);
const mediaDir = path.resolve("content/gallery/media");

/** Smooth start and stop. */
const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

async function frame(clip: DemoClip, open: number): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg({ ...clip.scene, open }, WIDTH, HEIGHT)))
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** The frames of a closing move, from the poster's opening to shut; the opening move plays them backwards. */
async function closingFrames(clip: DemoClip): Promise<Buffer[]> {
  const from = resolve(clip.scene).open;
  const frames: Buffer[] = [];
  for (let n = 0; n <= MOVE; n += 1) frames.push(await frame(clip, from * (1 - ease(n / MOVE))));
  return frames;
}

async function render(clip: DemoClip): Promise<void> {
  const closing = await closingFrames(clip);
  const open = closing[0]!;
  const shut = closing.at(-1)!;
  const sequence = [
    ...Array<Buffer>(HOLD_OPEN).fill(open),
    ...closing,
    ...Array<Buffer>(HOLD_CLOSED).fill(shut),
    ...closing.toReversed(),
    ...Array<Buffer>(HOLD_OPEN).fill(open),
  ];
  const target = path.join(mediaDir, clip.source);
  // Same input, same settings, one thread: the same bytes on every machine that renders it again.
  const ffmpeg = spawn(
    "ffmpeg",
    [
      ...["-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${WIDTH}x${HEIGHT}`, "-r", String(FPS), "-i", "-"],
      ...["-c:v", "libx264", "-profile:v", "main", "-pix_fmt", "yuv420p", "-preset", "veryslow", "-crf", "30", "-threads", "1"],
      ...["-tune", "animation", "-movflags", "+faststart", "-map_metadata", "-1", "-fflags", "+bitexact", "-an", target],
    ],
    { stdio: ["pipe", "inherit", "inherit"] },
  );
  const done = new Promise<void>((ok, fail) =>
    ffmpeg.on("close", (code) => (code === 0 ? ok() : fail(new Error(`ffmpeg exited with ${code} for ${clip.slug}`)))),
  );
  for (const buffer of sequence) if (!ffmpeg.stdin.write(buffer)) await new Promise((go) => ffmpeg.stdin.once("drain", go));
  ffmpeg.stdin.end();
  await done;
  const { size } = await stat(target);
  console.log(`${clip.source}: ${sequence.length} frames, ${Math.round(size / 1024)} KB`);
}

const named = process.argv.slice(2);
const unknown = named.filter((slug) => !demoClips.some((clip) => clip.slug === slug));
if (unknown.length > 0) throw new Error(`No demo clip is called ${unknown.join(", ")}`);
const missing = async (clip: DemoClip) => !(await stat(path.join(mediaDir, clip.source)).catch(() => null));
const queue: DemoClip[] = [];
for (const clip of demoClips) if (named.length > 0 ? named.includes(clip.slug) : await missing(clip)) queue.push(clip);
if (queue.length === 0) console.log("Every demo clip is there: name the ones to render again.");
// Rasterising is single-threaded: two clips at a time keep both cores busy.
const worker = async () => {
  for (let clip = queue.shift(); clip; clip = queue.shift()) await render(clip);
};
await Promise.all([worker(), worker()]);
