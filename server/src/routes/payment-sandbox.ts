import { AuthenticationOutcome, AuthenticationOutcomeRequest } from '@casino/sdk/contract';
import { formatAmount } from '@casino/sdk/rules';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { AppContext } from '../app-context';
import { parseInput, sendContract } from '../http/contract';
import { ownOrigin } from '../http/request-origin';
import { scriptNonce } from '../http/security-headers';
import { escapeHtml } from '../mail/mailbox';
import { toPayment } from '../payments/payment-record';
import { completeAuthentication, findAuthenticationStep, returnUrlFor } from '../payments/processing';

const TokenParams = z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)) });

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="referrer" content="no-referrer">
  <title>${escapeHtml(title)}</title>
  <style>
    body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 28rem; padding: 2rem 1rem; color: #1a1a1a; }
    .card { border: 1px solid #bbb; border-radius: 12px; padding: 1.5rem; }
    .amount { font-size: 1.6rem; font-weight: 700; margin: 0.5rem 0 1rem; }
    .actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
    button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 8px; border: 1px solid #333; cursor: pointer; }
    button.approve { background: #14532d; color: #fff; border-color: #14532d; }
    p.note { color: #444; font-size: 0.9rem; }
  </style>
</head>
<body>
  <main class="card">
    ${body}
  </main>
</body>
</html>
`;
}

/** Script of the 3-D Secure page: posts the choice with the API's CSRF header, then follows the casino's return URL. */
const PAGE_SCRIPT = `
for (const button of document.querySelectorAll('button[data-outcome]')) {
  button.addEventListener('click', async () => {
    for (const b of document.querySelectorAll('button')) b.disabled = true;
    const status = document.getElementById('status');
    status.textContent = 'Sending…';
    try {
      const response = await fetch(location.pathname, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify({ outcome: button.dataset.outcome }),
      });
      const answer = await response.json();
      if (!response.ok) throw new Error(Object.values(answer.errors ?? {}).flat()[0] ?? 'refused');
      location.assign(answer.return_url);
    } catch (error) {
      status.textContent = 'This step could not be completed: ' + error.message;
    }
  });
}`;

/**
 * The sandbox provider's 3-D Secure step: GET /sandbox/3ds/{token} shows the deposit with Approve and Fail buttons;
 * POST /sandbox/3ds/{token} `{outcome}` ends the step and answers the casino page to return to. The token (32 random
 * bytes, only its hash stored) is the capability; the POST needs `X-Requested-With` like every write (CSRF).
 */
export function registerPaymentSandboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/sandbox/3ds/:token', async (request, reply) => {
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    const params = TokenParams.safeParse(request.params);
    const step = params.success ? await findAuthenticationStep(ctx.db, params.data.token) : null;
    const now = ctx.clock();
    if (!step || (step.payment.due_at !== null && step.payment.due_at <= now)) {
      return reply
        .code(404)
        .send(
          page(
            'Authentication over',
            '<h1>This authentication step is over</h1><p>Return to the casino and try again.</p>',
          ),
        );
    }
    const [currency] = await ctx.db.query<{ code: string; subunits_to_unit: number; fiat: boolean }>(
      'select code, subunits_to_unit, fiat from currencies where code = $1',
      [step.payment.currency],
    );
    const amount = currency ? formatAmount(step.payment.amount_cents, currency) : String(step.payment.amount_cents);
    const body = `
    <h1>Sandbox Bank: confirm your payment</h1>
    <p>Payment to <strong>Casino</strong> with card <strong>${escapeHtml(step.payment.instrument ?? '')}</strong></p>
    <p class="amount">${escapeHtml(amount)}</p>
    <p class="note">This is the payment sandbox: choose how the authentication ends.</p>
    <div class="actions">
      <button type="button" class="approve" data-outcome="approve">Approve</button>
      <button type="button" data-outcome="fail">Fail</button>
    </div>
    <p id="status" role="status" aria-live="polite"></p>
    <noscript><p>Turn on JavaScript to answer this step.</p></noscript>
    <script nonce="${scriptNonce(reply)}">${PAGE_SCRIPT}</script>`;
    return reply.send(page('Confirm your payment', body));
  });

  app.post('/sandbox/3ds/:token', async (request, reply) => {
    const { token } = parseInput(TokenParams, request.params);
    const { outcome } = parseInput(AuthenticationOutcomeRequest, request.body);
    const now = ctx.clock();
    const step = await ctx.db.transaction((tx) => completeAuthentication(tx, token, outcome, now));
    const payment = toPayment(step.payment);
    return sendContract(reply, 200, AuthenticationOutcome, {
      payment,
      return_url: returnUrlFor(step.returnUrl, payment, ownOrigin(request)),
    });
  });
}
