import { Chip } from "~/components/badge";
import { Card } from "~/components/card";
import type { SkillCategory } from "~/lib/content/skills";

/** The six skill categories as cards of chips. */
export function SkillsGrid({ categories }: { categories: readonly SkillCategory[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {categories.map((category) => (
        <Card as="li" key={category.name}>
          <h3 className="font-mono text-sm font-semibold text-syntax-function">{category.name}</h3>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={category.name}>
            {category.skills.map((skill) => (
              <li key={skill}>
                <Chip>{skill}</Chip>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </ul>
  );
}
