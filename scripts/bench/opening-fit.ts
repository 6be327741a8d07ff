// Time of one answer of the opening helper (issue 37: under 1 ms), in Node: parsing both sizes and
// fitting every system, for openings from 1 ft to 80 ft wide, straight, corner and pocket.
//   node --import tsx scripts/bench/opening-fit.ts [--answers 20000] [--rounds 5]
// Each round times every answer alone after a warm-up; the figures are the median of the rounds'
// medians, p99s and worst answers, with their range. Bounded: in-process, no server.
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { fitOpening } from "../../app/features/opening";
import { readOpening, readOpeningQuery } from "../../app/features/opening/opening-query";
import { formatSpread, median, spread } from "./stats";

const { values } = parseArgs({ options: { answers: { type: "string", default: "20000" }, rounds: { type: "string", default: "5" } } });
const answers = Number(values.answers);
const rounds = Number(values.rounds);

// A spread of addresses as visitors write them: feet and inches, inches, millimetres; a fifth corners, a tenth pockets.
function address(index: number): URLSearchParams {
  const width = 12 + ((index * 37) % 948);
  const height = 30 + ((index * 11) % 130);
  const option = index % 5 === 0 ? "corner" : index % 10 === 1 ? "pocket" : "none";
  const written =
    index % 3 === 0 ? `${Math.floor(width / 12)}' ${width % 12}"` : index % 3 === 1 ? `${width} in` : `${Math.round(width * 25.4)} mm`;
  return new URLSearchParams({ width: written, height: `${height} in`, unit: "in", option, width2: `${8 + (index % 200)} in` });
}

const queries = Array.from({ length: answers }, (_, index) => readOpeningQuery(address(index), "in"));
const answer = (index: number) => {
  const { opening } = readOpening(queries[index]!);
  return opening ? fitOpening(opening).length : 0;
};

for (let index = 0; index < Math.min(answers, 2000); index += 1) answer(index);

const medians: number[] = [];
const p99s: number[] = [];
const worst: number[] = [];
let layouts = 0;
for (let round = 0; round < rounds; round += 1) {
  const times: number[] = [];
  for (let index = 0; index < answers; index += 1) {
    const start = performance.now();
    layouts += answer(index);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  medians.push(median(times) * 1000);
  p99s.push(times[Math.floor(times.length * 0.99)]! * 1000);
  worst.push(times[times.length - 1]! * 1000);
}
console.log(`opening helper, ${answers} answers x ${rounds} rounds (node ${process.version}); ${layouts / rounds} system answers a round`);
console.log(
  `median ${formatSpread(spread(medians), 1)} µs, p99 ${formatSpread(spread(p99s), 1)} µs, worst ${formatSpread(spread(worst), 0)} µs`,
);
