import type { TReviewTopic, TSentiment } from '@guestloop/contracts';
import { ChartPanel } from '@/components/ui';
import { chartColors } from '@/lib/chart-colors';
import { barsHeight, wrapLabel } from '@/lib/chart-labels';
import { stackedBarOptions } from '../stacked-bar-options';
import type { Figures } from '../use-figures';
import type { TopicWords } from './topic-words';

/** Bad first, as the section's outcome charts stack them. */
const MOODS: TSentiment[] = ['negative', 'neutral', 'positive'];
const COLOUR_OF = { negative: 'bad', neutral: 'neutral', positive: 'good' } as const;

/** Each topic guests named, as one bar of the comments naming it, split by how they spoke of it. */
export function TopicsChart({
  topics,
  figures,
  words,
}: {
  topics: TReviewTopic[];
  figures: Figures;
  words: TopicWords;
}) {
  const { t } = words;
  const colors = chartColors();
  const named = topics.filter((topic) => topic.mentions > 0);
  const most = named[0];
  return (
    <ChartPanel
      id="stats-topics"
      title={t('topics.chart.title')}
      summary={
        most
          ? t('topics.chart.summary', { topic: words.topic(most.topic), n: figures.number(most.mentions) })
          : t('topics.chart.summaryEmpty')
      }
      type="bar"
      height={barsHeight(named.length + 1)}
      data={{
        labels: named.map((topic) => wrapLabel(words.topic(topic.topic))),
        datasets: MOODS.map((mood) => ({
          label: words.sentiment(mood),
          data: named.map((topic) => topic[mood]),
          backgroundColor: colors[COLOUR_OF[mood]],
          stack: 'moods',
        })),
      }}
      options={stackedBarOptions(colors, { across: true })}
      loadingLabel={t('chartLoading')}
      tableViewLabel={t('tableView')}
      hint={t('topics.hint')}
      table={
        <table className="gl-data-table">
          <caption>{t('topics.chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('topics.table.topic')}</th>
              <th scope="col" className="gl-data-table__num">
                {t('topics.table.comments')}
              </th>
              {MOODS.map((mood) => (
                <th key={mood} scope="col" className="gl-data-table__num">
                  {words.sentiment(mood)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {topics.map((topic) => (
              <tr key={topic.topic}>
                <th scope="row">{words.topic(topic.topic)}</th>
                <td className="gl-data-table__num">{figures.number(topic.mentions)}</td>
                {MOODS.map((mood) => (
                  <td key={mood} className="gl-data-table__num">
                    {figures.number(topic[mood])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
