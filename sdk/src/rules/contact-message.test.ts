import { validateContactMessage } from './contact-message';

describe('contact message rules', () => {
  it('passes a filled-in message', () => {
    expect(
      validateContactMessage({ name: 'Ann Lee', email: 'ann@example.com', subject: 'Hi', message: 'Help' }),
    ).toEqual({});
  });

  it('names every blank field, a bad address and a bad name', () => {
    expect(validateContactMessage({ name: '  ', email: 'ann@', subject: '', message: 3 })).toEqual({
      name: ['required'],
      email: ['email'],
      subject: ['required'],
      message: ['required'],
    });
    expect(validateContactMessage({ name: 'Ann <script>', email: 'a@b.co', subject: 's', message: 'm' })).toEqual({
      name: ['name'],
    });
  });
});
