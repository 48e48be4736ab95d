// Words the repository no longer uses (CONTRIBUTING.md "Names"): comments and docs point at docs/
// sections or ADRs, never at tracker numbers no reader can open; identifiers use the glossary's word
// for each thing (docs/glossary.md), not a retired one. Migrations are history and are not read.
// Run by `npm run validate`; `node scripts/check-words.mjs` alone prints each finding.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Each rule: what it finds, why, and where it does not apply (kept API paths and wire names). */
export const RULES = [
  {
    name: 'tracker citation',
    pattern: /\b[Ii]ssues?\s+#?\d+/g,
    why: 'point at a docs/ section or an ADR instead',
    files: /\.(ts|tsx|mjs|js|md|css|yml|json|html)$|^\.ci\//,
    except: /^scripts\/check-words\.test\.mjs$/,
  },
  {
    name: 'chat in an identifier',
    pattern: /\b(?:\w+Chat\w*|Chat[A-Za-z]\w*|chat[A-Z]\w*|CHAT_\w+|\w+_CHAT\b)/g,
    why: 'the glossary says conversation (or message)',
    files: /\.(ts|tsx|mjs|js)$/,
    except: /^scripts\/check-words\.test\.mjs$/,
    // the spec's wire paths (/company/chatClient, /company/chatCompany) and the admin's ?chatId=; "Chats" is UI text
    allowWords: ['chatClient', 'chatCompany', 'chatId', 'Chats'],
  },
  {
    name: 'client for a traveller',
    pattern: /\b\w*(?:client|Client)(?:Lead|Trip|Request|Chat|Conversation)\w*/g,
    why: 'the glossary says traveller; client stays for HTTP, database and queue clients',
    files: /\.(ts|tsx|mjs|js)$/,
    except: /^scripts\/check-words\.test\.mjs$/,
  },
];

const SKIP = /^(apps\/api\/drizzle\/|package-lock\.json$)|\/dist\//;

/** The findings of every rule in one file's text, as `file:line: text (rule: why)`. */
export function findRetired(file, text, rules = RULES) {
  const found = [];
  const lines = text.split('\n');
  for (const rule of rules) {
    if (!rule.files.test(file) || rule.except?.test(file)) continue;
    lines.forEach((line, i) => {
      for (const match of line.matchAll(rule.pattern)) {
        if (rule.allow?.some((a) => line.includes(a))) continue;
        if (rule.allowWords?.includes(match[0])) continue;
        found.push(`${file}:${i + 1}: "${match[0]}" (${rule.name}: ${rule.why})`);
      }
    });
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && !SKIP.test(f) && fs.existsSync(f));
  const found = files.flatMap((f) => findRetired(f, fs.readFileSync(f, 'utf8')));
  if (found.length) {
    console.error(`Retired words (CONTRIBUTING.md "Names"):\n  ${found.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`check-words: ${files.length} files, no retired word`);
}
