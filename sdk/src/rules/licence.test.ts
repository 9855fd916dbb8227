import { resolveLicence } from './licence';

const project = { license: 'EE' as const, license_hosts: ['casino.example.ee', 'Win.Example.EE'] };

describe('licence (core.md §1: CW, and EE for a specific set of hosts)', () => {
  it("takes the user's license_name first", () => {
    expect(resolveLicence({ userLicence: 'EE', host: 'casino.example.com', project })).toBe('EE');
    expect(resolveLicence({ userLicence: 'CW', host: 'casino.example.ee', project })).toBe('CW');
  });

  it("uses the project's geolocated licence on the EE hosts only", () => {
    expect(resolveLicence({ host: 'casino.example.ee', project })).toBe('EE');
    expect(resolveLicence({ host: 'win.example.ee', project })).toBe('EE');
    expect(resolveLicence({ host: 'casino.example.com', project })).toBe('CW');
    expect(resolveLicence({ host: 'casino.example.ee', project: { ...project, license: 'CW' } })).toBe('CW');
  });

  it('falls back to CW without a user, host or project', () => {
    expect(resolveLicence({})).toBe('CW');
    expect(resolveLicence({ host: 'casino.example.ee', project: null })).toBe('CW');
  });
});
