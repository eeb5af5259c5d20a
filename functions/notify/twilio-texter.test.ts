/** The Twilio adapter against a local node:http fake that checks requests and answers like Twilio. */
import { afterEach, describe, expect, it } from 'vitest';
import { createNotifier } from './create-notifier.ts';
import { PermanentDeliveryError } from './ports.ts';
import { memoryOutbox, recordingLogger, testClock } from '../testing/helpers/notify.ts';
import { created, FROM, SID, startTwilioFake, TOKEN } from '../testing/fakes/twilio-api.ts';
import { createTwilioTexter, TwilioError } from './twilio-texter.ts';

const fakes: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

async function startFake(answer: Parameters<typeof startTwilioFake>[0]) {
  const fake = await startTwilioFake(answer);
  fakes.push(fake);
  return fake;
}

describe('Twilio texter', () => {
  it('posts To, From and Body form-encoded with Basic auth to the Messages resource', async () => {
    const fake = await startFake(created);
    const texter = createTwilioTexter({ accountSid: SID, authToken: TOKEN, from: FROM, apiBase: `${fake.base}/` });
    await texter.send({ to: '+16095550199', body: 'West Windsor 311: Your request abc (Graffiti) has been received.' });
    expect(fake.seen).toEqual([
      {
        method: 'POST',
        path: `/2010-04-01/Accounts/${SID}/Messages.json`,
        authorization: `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`,
        contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
        form: {
          To: '+16095550199',
          From: FROM,
          Body: 'West Windsor 311: Your request abc (Graffiti) has been received.',
        },
      },
    ]);
  });

  it('sends a Messaging Service SID as MessagingServiceSid', async () => {
    const fake = await startFake(created);
    const service = `MG${'b'.repeat(32)}`;
    await createTwilioTexter({ accountSid: SID, authToken: TOKEN, from: service, apiBase: fake.base }).send({
      to: '+16095550199',
      body: 'hi',
    });
    expect(fake.seen[0]?.form).toEqual({ To: '+16095550199', MessagingServiceSid: service, Body: 'hi' });
  });

  it("reports Twilio's error body on a 400, as a permanent failure", async () => {
    const fake = await startFake(() => ({
      status: 400,
      body: { code: 21211, message: "The 'To' number +1555 is not a valid phone number.", status: 400 },
    }));
    const texter = createTwilioTexter({ accountSid: SID, authToken: TOKEN, from: FROM, apiBase: fake.base });
    const error = await texter.send({ to: '+1555', body: 'x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PermanentDeliveryError);
    expect((error as Error).message).toBe(
      "Twilio 400 (code 21211): The 'To' number +1555 is not a valid phone number.",
    );
    expect((error as Error).cause).toMatchObject({ status: 400, code: 21211 });
  });

  it('treats a wrong token (401) and a server error as retryable', async () => {
    const fake = await startFake(() => ({
      status: 503,
      body: { code: 20503, message: 'Service unavailable', status: 503 },
    }));
    const wrongToken = createTwilioTexter({ accountSid: SID, authToken: 'nope', from: FROM, apiBase: fake.base });
    const unauthorised = await wrongToken.send({ to: '+16095550199', body: 'x' }).catch((caught: unknown) => caught);
    expect(unauthorised).toBeInstanceOf(TwilioError);
    expect(unauthorised).toMatchObject({ status: 401, code: 20003, message: 'Twilio 401 (code 20003): Authenticate' });

    const texter = createTwilioTexter({ accountSid: SID, authToken: TOKEN, from: FROM, apiBase: fake.base });
    await expect(texter.send({ to: '+16095550199', body: 'x' })).rejects.toMatchObject({ status: 503 });
  });

  it('gives up on a provider that does not answer within the timeout', async () => {
    const fake = await startFake(() => 'hang');
    const texter = createTwilioTexter({
      accountSid: SID,
      authToken: TOKEN,
      from: FROM,
      apiBase: fake.base,
      timeoutMs: 200,
    });
    await expect(texter.send({ to: '+16095550199', body: 'x' })).rejects.toThrow();
  });
});

describe('notifier configured with a Twilio account', () => {
  it('sends queued texts through Twilio and keeps a refused one as failed', async () => {
    const fake = await startFake((form) =>
      form.To === '+15005550001'
        ? { status: 400, body: { code: 21211, message: 'Invalid To', status: 400 } }
        : created(form),
    );
    const clock = testClock();
    const { outbox } = memoryOutbox(clock);
    const notifier = createNotifier({
      env: {
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_FROM: FROM,
        TWILIO_API_BASE: fake.base,
      },
      outbox,
      logger: recordingLogger(),
      now: clock.now,
    });
    await notifier.text({ to: '+16095550199', body: 'ok', requestId: 'r1' });
    await notifier.text({ to: '+15005550001', body: 'bad', requestId: 'r2' });
    expect(await notifier.flush()).toEqual({ sent: 1, retrying: 0, failed: 1 });
    expect(await outbox.get('1')).toMatchObject({ status: 'sent' });
    expect(await outbox.get('2')).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'Twilio 400 (code 21211): Invalid To',
    });
  });
});
