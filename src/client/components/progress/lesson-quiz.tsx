import type { QuizQuestion } from '../../../shared/schemas/progress';

/**
 * A lesson's quiz (issue 26, item 4), after the lesson. With JavaScript the progress behaviour
 * checks the answers in the browser (so it works offline) and shows every explanation; without it,
 * the questions are listed with their answers and explanations in a <details>.
 */
export function LessonQuiz({ slug, questions }: { slug: string; questions: QuizQuestion[] }) {
  return (
    <section
      data-quiz={slug}
      aria-labelledby="quiz-title"
      className="group mt-12 rounded-xl bg-slate-50 p-5 print:hidden dark:bg-slate-900"
    >
      <h2 id="quiz-title" className="text-2xl font-semibold">
        Check what you learned
      </h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {questions.length} questions. Pass by answering all of them correctly; try as often as you like.
        <span className="hidden font-medium text-emerald-700 group-data-[passed=true]:inline dark:text-emerald-400">
          {' '}
          ✓ You passed this quiz.
        </span>
      </p>
      <form data-quiz-form="" data-needs-script="" hidden className="mt-4 space-y-6">
        {questions.map((q, index) => (
          <fieldset key={q.question} data-quiz-question="" data-answer={q.answer} className="group/question">
            <legend className="font-medium">
              {index + 1}. {q.question}
            </legend>
            <div className="mt-2 space-y-2">
              {q.options.map((option, optionIndex) => (
                <label
                  key={option}
                  className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 bg-white p-3 text-sm has-[:checked]:border-primary dark:border-slate-700 dark:bg-slate-950"
                >
                  <input type="radio" name={`q${index}`} value={optionIndex} className="mt-0.5" />
                  <span>{option}</span>
                </label>
              ))}
            </div>
            <p
              data-quiz-feedback=""
              hidden
              className="mt-2 rounded-md border-l-4 border-emerald-600 bg-white p-3 text-sm group-data-[result=wrong]/question:border-amber-600 dark:bg-slate-950"
            >
              <strong data-quiz-verdict="" /> {q.explanation}
            </p>
          </fieldset>
        ))}
        <button
          type="submit"
          className="inline-flex items-center justify-center rounded-md bg-primary-strong px-4 py-2.5 text-sm font-medium text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-text"
        >
          Check my answers
        </button>
      </form>
      {/* Two lines kept for the verdict, so "Mark as done" below does not move under a finger when it appears or changes. */}
      <p data-progress-status="" role="status" aria-live="polite" className="mt-3 min-h-12 font-medium" />
      <details data-without-script="" className="mt-4">
        <summary className="cursor-pointer font-medium text-primary">Show the questions with their answers</summary>
        <ol className="mt-3 list-decimal space-y-4 pl-5">
          {questions.map((q) => (
            <li key={q.question}>
              <p className="font-medium">{q.question}</p>
              <ul className="mt-1 list-disc pl-5 text-sm">
                {q.options.map((option, optionIndex) => (
                  <li key={option}>
                    {option}
                    {optionIndex === q.answer ? <strong> (correct)</strong> : null}
                  </li>
                ))}
              </ul>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{q.explanation}</p>
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}
