/**
 * A browser without a browser for sign-in round trips: fetch with a cookie jar, redirects
 * followed by hand (each one seen), and the OpenID provider's development login and consent
 * forms filled in. One jar for every host: dynqr and the provider both live on 127.0.0.1, and a
 * browser does not tell cookies apart by port either.
 */
export class FormClient {
  readonly cookies = new Map<string, string>()

  /** One request, no redirect followed; the answer's cookies kept. */
  async request(url: URL | string, form?: Record<string, string>): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        ...(cookie && { cookie }),
        ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(form && { body: new URLSearchParams(form).toString() }),
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const equals = pair.indexOf('=')
      const name = pair.slice(0, equals).trim()
      const gone = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a))
      if (gone) this.cookies.delete(name)
      else this.cookies.set(name, pair.slice(equals + 1).trim())
    }
    return response
  }

  /**
   * From `start`, follows redirects and answers the provider's forms (log in as `login`, then
   * consent) until a redirect `stop` accepts, which it returns without following; or until a
   * page that is no such form, which fails.
   */
  async roundTrip(start: string, login: string, stop: (location: URL) => boolean): Promise<URL> {
    let url = new URL(start)
    let form: Record<string, string> | undefined
    for (let step = 0; step < 20; step += 1) {
      const response = await this.request(url, form)
      const location = response.headers.get('location')
      if (response.status >= 300 && response.status < 400 && location) {
        url = new URL(location, url)
        if (stop(url)) return url
        form = undefined
        continue
      }
      const html = await response.text()
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1]
      if (!action || !prompt) throw new Error(`${url.href} answered ${response.status}: ${html.slice(0, 300)}`)
      url = new URL(action.replaceAll('&amp;', '&'), url)
      form = prompt === 'login' ? { prompt, login, password: 'any password' } : { prompt }
    }
    throw new Error('Too many steps')
  }
}
