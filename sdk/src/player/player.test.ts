import { type LocalServer, sendJson, startLocalServer } from '../../test/local-server';
import { type Casino, createCasino } from '../casino';
import { routeKey, routePath } from '../contract/routes';
import { CasinoHttpError, ContractError } from '../errors';

let server: LocalServer;
let casino: Casino;
let twoFactorOn = false;

beforeEach(async () => {
  twoFactorOn = false;
  server = await startLocalServer((request, response) => {
    const key = `${request.method} ${request.path}`;
    switch (key) {
      case routeKey('updateProfile'):
        return request.body && JSON.stringify(request.body).includes('"nickname":"x"')
          ? sendJson(response, 422, { errors: { nickname: ['is too short'] } })
          : sendJson(response, 200, {});
      case routeKey('player'):
        return sendJson(response, 200, {});
      case routeKey('subscriptions'):
        return sendJson(response, 200, {
          receive_promos: true,
          receive_sms_promos: false,
          receive_promos_via_phone_calls: false,
          agreed_to_partner_promotions: false,
        });
      case routeKey('updateSubscriptions'):
        return sendJson(response, 200, {
          receive_promos: false,
          receive_sms_promos: true,
          receive_promos_via_phone_calls: false,
          agreed_to_partner_promotions: 'yes',
        });
      case routeKey('twoFactor'):
        if (twoFactorOn) {
          response.writeHead(204);
          return response.end();
        }
        return sendJson(response, 200, { otp_secret: 'JBSWY3DPEHPK3PXP', data: 'data:image/png;base64,AAAA' });
      case routeKey('enableTwoFactor'):
        twoFactorOn = true;
        return sendJson(response, 200, { otp_secret: 'JBSWY3DPEHPK3PXP', data: 'data:image/png;base64,AAAA' });
      case routeKey('disableTwoFactor'):
        twoFactorOn = false;
        response.writeHead(204);
        return response.end();
      case routeKey('addGroups'):
        return sendJson(response, 201, {});
      default:
        return sendJson(response, 404, { errors: { base: ['not found'] } });
    }
  });
  casino = createCasino({ baseUrl: server.url, retryDelay: () => 0 });
});
afterEach(() => server.close());

describe('player module', () => {
  it('patches the profile wrapped in user, then reloads it', async () => {
    await casino.player.update({ first_name: 'Ann', receive_promos: true });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      routeKey('updateProfile'),
      routeKey('player'),
    ]);
    expect(server.requests[0]?.body).toEqual({ user: { first_name: 'Ann', receive_promos: true } });
  });

  it('rethrows a refused profile update', async () => {
    await expect(casino.player.update({ nickname: 'x' })).rejects.toMatchObject({ status: 422 });
  });

  it('reads subscriptions and refuses an answer that breaks the contract', async () => {
    await expect(casino.player.subscriptions()).resolves.toMatchObject({ receive_promos: true });
    await expect(casino.player.updateSubscriptions({ receive_sms_promos: true })).rejects.toBeInstanceOf(ContractError);
    expect(server.requests.at(-1)?.body).toEqual({ receive_sms_promos: true });
  });

  it('gets a secret, enables two-factor, then gets null (204) until it is disabled', async () => {
    await expect(casino.player.twoFactor.get()).resolves.toEqual({
      otp_secret: 'JBSWY3DPEHPK3PXP',
      data: 'data:image/png;base64,AAAA',
    });
    await casino.player.twoFactor.enable('JBSWY3DPEHPK3PXP', '123456');
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      two_factor: { otp_secret: 'JBSWY3DPEHPK3PXP', authentication_code: '123456' },
    });
    await expect(casino.player.twoFactor.get()).resolves.toBeNull();
    await casino.player.twoFactor.disable('654321');
    expect(server.requests.find((r) => r.method === 'DELETE')?.body).toEqual({
      two_factor: { authentication_code: '654321' },
    });
    await expect(casino.player.twoFactor.get()).resolves.not.toBeNull();
  });

  it('adds groups', async () => {
    await casino.player.addGroups([1101, '631']);
    expect(server.requests[0]?.body).toEqual({ groups: { add: [1101, '631'] } });
  });

  it('rethrows HTTP errors, and logs a failed group write', async () => {
    await server.close();
    server = await startLocalServer((_request, response) => sendJson(response, 500, {}));
    const broken = createCasino({ baseUrl: server.url, retryDelay: () => 0 });
    const logged: string[] = [];
    broken.events.on('request-error', ({ path }) => logged.push(path));
    await expect(broken.player.addGroups([1])).rejects.toBeInstanceOf(CasinoHttpError);
    expect(logged).toEqual([routePath('addGroups')]);
  });
});
