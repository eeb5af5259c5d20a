/**
 * An election's results as the hub shows them: per office, every line with its share of the
 * office's votes, the winners marked (the most votes, as many as there are seats), and the turnout.
 */
import type { Candidate, Results } from './schemas.ts';

/** One line of an office's table. */
export interface ResultLine {
  /** Candidate id, or undefined for a line such as "Write-in". */
  candidateId?: string | undefined;
  name: string;
  /** The candidate's slate id, when the line is a candidate. */
  slate?: string | undefined;
  votes: number;
  /** Share of all votes cast in this office, in percent. */
  percent: number;
  elected: boolean;
}

/** One office's results, most votes first. */
export interface OfficeResult {
  office: Candidate['office'];
  seats: number;
  totalVotes: number;
  lines: ResultLine[];
}

/** Everything the results section shows. */
export interface ResultsData {
  sample: boolean;
  certifiedOn?: string | undefined;
  ballotsCast: number;
  registeredVoters: number;
  /** Ballots cast as a share of registered voters, in percent. */
  turnoutPercent: number;
  offices: OfficeResult[];
  /** Each listed candidate's line, by candidate id (for the slate columns). */
  byCandidate: Record<string, ResultLine>;
}

type CandidateRef = Pick<Candidate, 'name' | 'office' | 'slate'> & { id: string };

/**
 * Problems with a results file, each naming the value: an unknown candidate, a candidate listed
 * under the wrong office or twice, a listed candidate missing, a seat count that differs from the
 * election's, or a tie for the last seat (the page cannot say who won it).
 */
export function checkResults(
  results: Results,
  candidates: CandidateRef[],
  seats: Record<Candidate['office'], number>,
  file: string,
): string[] {
  const problems: string[] = [];
  const known = new Map(candidates.map((c) => [c.id, c]));
  const seen = new Set<string>();
  for (const office of results.offices) {
    if (office.seats !== seats[office.office]) {
      problems.push(
        `${file}: ${office.office} has ${office.seats} seat(s) here and ${seats[office.office]} in election.json`,
      );
    }
    for (const line of office.candidates) {
      if (!('candidate' in line)) continue;
      const candidate = known.get(line.candidate);
      if (!candidate) problems.push(`${file}: result for unknown candidate "${line.candidate}"`);
      else if (candidate.office !== office.office) {
        problems.push(`${file}: candidate "${line.candidate}" ran for ${candidate.office}, not ${office.office}`);
      }
      if (seen.has(line.candidate)) problems.push(`${file}: candidate "${line.candidate}" is listed twice`);
      seen.add(line.candidate);
    }
    const votes = office.candidates.map((l) => l.votes).sort((a, b) => b - a);
    if (votes.length > office.seats && votes[office.seats - 1] === votes[office.seats]) {
      problems.push(`${file}: ${office.office} has a tie for the last seat (${votes[office.seats]} votes)`);
    }
  }
  for (const candidate of candidates) {
    if (!seen.has(candidate.id)) problems.push(`${file}: candidate "${candidate.id}" has no result line`);
  }
  return problems;
}

/** Rounds to one decimal, as shown. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The results ready to show (the file already passed checkResults).
 * @example tallyResults(results, candidates).offices[0].lines[0] // { name: 'Marcus Bell', votes: 4871, percent: 52.1, elected: true, ... }
 */
export function tallyResults(results: Results, candidates: CandidateRef[]): ResultsData {
  const known = new Map(candidates.map((c) => [c.id, c]));
  const offices = results.offices.map((office): OfficeResult => {
    const totalVotes = office.candidates.reduce((sum, line) => sum + line.votes, 0);
    const sorted = [...office.candidates].sort((a, b) => b.votes - a.votes);
    return {
      office: office.office,
      seats: office.seats,
      totalVotes,
      lines: sorted.map((line, rank) => {
        const candidate = 'candidate' in line ? known.get(line.candidate) : undefined;
        return {
          candidateId: candidate?.id,
          name: candidate?.name ?? ('name' in line ? line.name : ''),
          slate: candidate?.slate,
          votes: line.votes,
          percent: totalVotes === 0 ? 0 : oneDecimal((line.votes / totalVotes) * 100),
          // Write-in lines are counted but not marked: a write-in winner is named by the county.
          elected: candidate !== undefined && rank < office.seats,
        };
      }),
    };
  });
  const byCandidate: Record<string, ResultLine> = {};
  for (const office of offices) {
    for (const line of office.lines) if (line.candidateId) byCandidate[line.candidateId] = line;
  }
  return {
    sample: results.sample,
    certifiedOn: results.certifiedOn,
    ballotsCast: results.turnout.ballotsCast,
    registeredVoters: results.turnout.registeredVoters,
    turnoutPercent: oneDecimal((results.turnout.ballotsCast / results.turnout.registeredVoters) * 100),
    offices,
    byCandidate,
  };
}
